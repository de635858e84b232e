"use client";
// A business's page in the desk: the shared editor (./content-editor.tsx) with the business form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminBusiness } from "@/shared/types/businesses";
import { BusinessForm } from "./business-form";
import { ContentEditor } from "./content-editor";
import { BUSINESS_DESK } from "./content-kinds";

export function BusinessEditor({ business, versions }: { business: AdminBusiness; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={business}
      kind={BUSINESS_DESK}
      versions={versions}
      form={(shown, onSaved) => <BusinessForm business={shown} onSaved={onSaved} />}
    />
  );
}
