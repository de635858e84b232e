// The site's drawn icons are strokes in the text's colour, always beside words that say the same
// (hidden from assistive technology); each use gives its size, weight and shapes.
import type { SVGProps } from "react";

type Props = Omit<SVGProps<SVGSVGElement>, "fill" | "stroke"> & { className: string };

export function LineIcon({ viewBox = "0 0 24 24", className, strokeWidth = "2", children, ...rest }: Props) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...rest}
    >
      {children}
    </svg>
  );
}
