// The search endpoint's query: `q` (required, with at least one searchable word) and an optional `type`.
import { z } from "zod";
import { SEARCH_TYPES } from "@/shared/types/search";
import { searchWords } from "@/shared/format/persian-text";
import { maxLength, oneOf, optional, requiredText } from "@/validation/rules";

const QUERY_LABEL = "عبارت جستجو";

export const searchParamsSchema = z.object({
  q: requiredText(QUERY_LABEL)
    .pipe(maxLength(QUERY_LABEL, 100))
    .refine((value) => searchWords(value).length > 0, { error: `${QUERY_LABEL} معتبر نیست` }),
  type: optional(oneOf("نوع نتیجه", SEARCH_TYPES)),
});
