import "server-only";
import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: easy to read out on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** e.g. AVX-7K3M-Q9TP */
export function newTrackingCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join("");
  return `AVX-${part()}-${part()}`;
}
