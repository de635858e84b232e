// Who the content desk's pages are for: editors and admins (canEditContent; the API checks again
// on every call).
import type { DeskMe } from "@/shared/types/desk";

export const editsContent = (me: DeskMe) => me.can.edit_content;
