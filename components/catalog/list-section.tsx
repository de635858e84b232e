// A part of an entry's page that lists things (a business's figures, gallery and team; an event's
// programme, presenters, sponsors and gallery): left out when there is nothing to list.
import type { ReactNode } from "react";
import { Picture } from "@/components/ui/picture";
import { DetailSection } from "./detail-page";

type Props<T> = {
  /** Names the h2: its id is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** The list (nothing: the section is left out). */
  items: readonly T[] | undefined;
  /** The list's element ("ol" for a programme) and classes, and each item's key and classes. */
  as?: "ul" | "ol" | "dl";
  list: string;
  keyOf: (item: T, index: number) => string | number;
  itemClassName?: string;
  /** An item's content, inside its <li> (in a <dl>, a <div> holding its dt and dd). */
  children: (item: T) => ReactNode;
};

export function ListSection<T>({ id, title, items, as: List = "ul", list, keyOf, itemClassName, children }: Props<T>) {
  if (!items || items.length === 0) return null;
  const Item = List === "dl" ? "div" : "li";
  return (
    <DetailSection id={id} title={title}>
      <List className={list}>
        {items.map((item, index) => (
          <Item key={keyOf(item, index)} className={itemClassName}>
            {children(item)}
          </Item>
        ))}
      </List>
    </DetailSection>
  );
}

/** One picture of a gallery with its caption under it; `alt` empty where the caption already says what it shows. */
export function GalleryFigure({
  image,
  alt,
  caption,
  captionClassName,
}: {
  image: string;
  alt: string;
  caption: string;
  captionClassName: string;
}) {
  return (
    <figure>
      <Picture src={image} alt={alt} width={600} height={340} className="aspect-[4/3] w-full rounded-xl" />
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}
