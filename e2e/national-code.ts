// Valid Iranian national codes for tests (SPEC §5's check digit), different on every call.
import { randomInt } from "node:crypto";

export function randomNationalCode(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
  const sum = digits.reduce((total, d, i) => total + d * (10 - i), 0);
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  return digits.join("") + String(check);
}
