export default function ControlPage() {
  return (
    <main>
      <h1>صفحه شاهد</h1>
      <p>این صفحه فقط چارچوب Next و React را بار می‌کند تا هزینه خود چارچوب روی همین ماشین دیده شود.</p>
    </main>
  );
}
