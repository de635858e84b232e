// The bench's control: the smallest Next page (no client component of its own, no font, no CSS),
// built with this project's Next and React, so its Lighthouse row shows what the framework alone
// costs on the machine of the run.
export const metadata = { title: "صفحه شاهد", description: "کمترین صفحه Next برای مقایسه در سنجش کارایی" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fa" dir="rtl">
      <body>{children}</body>
    </html>
  );
}
