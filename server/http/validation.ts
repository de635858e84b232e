import "server-only";
// A validation error on one field that schema parsing could not know (a wrong code, a taken
// national code), answered like a zod error: 422 [{field, message}].
import { ZodError } from "zod";

export class ValidationFailure extends ZodError {
  constructor(field: string, message: string) {
    super([{ code: "custom", path: [field], message, input: undefined }]);
  }
}
