import type { Metadata } from "next";
import { BusinessEditor } from "@/components/desk/content/business-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش کسب‌وکار" };

// One business in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.businesses,
  editor: ({ item, versions }) => <BusinessEditor business={item} versions={versions} />,
});
