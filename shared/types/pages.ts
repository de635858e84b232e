// Shapes of the content pages API. A page's body is staff-written rich text (shared/rich-text.ts),
// as FAQ answers are.

export type ContentPageSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  updated_at: string;
};

export type ContentPage = ContentPageSummary & { body: string };
