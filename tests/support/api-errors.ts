// What the site's API client throws, as a test reads it.
import { ApiError } from "@/lib/api/api-error";

/** The ApiError a call rejects with; anything else it throws, or its resolving, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call was expected to fail with an ApiError");
}
