// A mobile number in a sentence (where a code was sent): Persian digits, read left to right.
import { toPersianDigits } from "@/shared/format/digits";

export function ShownNumber({ number }: { number: string }) {
  return (
    <span dir="ltr" className="font-bold">
      {toPersianDigits(number)}
    </span>
  );
}
