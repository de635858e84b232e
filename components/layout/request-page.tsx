import type { ReactNode } from "react";
import { PageHeading, type Crumb } from "@/components/catalog/page-heading";
import { SidePanel } from "./side-panel";

type Props = {
  /** The crumbs before this page's own (the list, the entry the request is about). */
  trail?: Crumb[];
  /** This page's address, its last crumb. */
  path: string;
  /** The last crumb's label where it is shorter than the title. */
  crumb?: string;
  title: string;
  lead: string;
  /** What stands under the lead (a project's status and field). */
  chips?: ReactNode;
  /** The h2 over the form; a stepped form that heads its own steps has none. */
  formTitle?: string;
  /**
   * The side column (a SidePanel), first on phones; none at all (undefined) gives the form a
   * narrower column of its own, while null keeps the two-column grid with nothing beside the form.
   */
  aside?: ReactNode;
  children: ReactNode;
};

/** A page that wraps a request form: its heading, the form under its own heading, and a side column. */
export function RequestPage({ trail = [], path, crumb, title, lead, chips, formTitle, aside, children }: Props) {
  const alone = aside === undefined;
  return (
    <>
      <PageHeading crumbs={[...trail, { href: path, label: crumb ?? title }]} title={title} lead={lead}>
        {chips}
      </PageHeading>
      <div
        className={
          alone
            ? "mx-auto max-w-4xl px-4 py-10 md:px-6"
            : "mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        }
      >
        {formTitle ? (
          <section aria-labelledby="form-title" className={alone ? undefined : "min-w-0"}>
            <h2 id="form-title" className="mb-5 text-xl font-extrabold">
              {formTitle}
            </h2>
            {children}
          </section>
        ) : (
          <div className="min-w-0">{children}</div>
        )}
        {aside}
      </div>
    </>
  );
}

/** The side column that tells what happens once the request is sent, step by step. */
export function AfterSendPanel({
  title,
  steps,
  children,
}: {
  title: string;
  steps: readonly string[];
  children?: ReactNode;
}) {
  return (
    <SidePanel id="steps-title" title={title}>
      <ol className="mt-4 grid list-persian gap-3 ps-5 text-sm leading-7 marker:font-bold marker:text-brand-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {children}
    </SidePanel>
  );
}
