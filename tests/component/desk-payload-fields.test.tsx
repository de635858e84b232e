// @vitest-environment jsdom
// A request's fields on the desk: each kind's keys under the labels its form shows, in the form's
// order, with readable values (Jalali days, toman, yes/no, lists, months, names for ids); a key no
// form asks still shows, under its own name.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PayloadFields } from "@/components/desk/payload-fields";

/** The definition list as [label, value] pairs, in order. */
function pairs(): Array<[string, string]> {
  const list = document.querySelector("dl")!;
  return [...list.querySelectorAll(":scope > div")].map((row) => [
    row.querySelector("dt")!.textContent ?? "",
    row.querySelector("dd")!.textContent ?? "",
  ]);
}

describe("payload fields", () => {
  it("a reservation: labels in the form's order, Jalali days, names for ids, prices in toman, yes for the accepted rules, unknown keys last", () => {
    render(
      <PayloadFields
        kind="reservation"
        payload={{
          extra_note: "از طریق تلفن",
          accept: true,
          date: "2026-04-21",
          branch: 2,
          location_id: 9,
          final_price: 22_500_000,
          plan_price: 25_000_000,
          user_mobile: "09131234567",
          user_birthday: "1990-03-21",
          user_name: "نرگس صالحی",
        }}
        names={{ branch: { "2": "شعبه مرکزی کرمان" } }}
      />,
    );
    expect(pairs()).toEqual([
      ["نام و نام خانوادگی", "نرگس صالحی"],
      ["تاریخ تولد", "۱ فروردین ۱۳۶۹"],
      ["شماره موبایل", "۰۹۱۳۱۲۳۴۵۶۷"],
      ["شعبه", "شعبه مرکزی کرمان"],
      ["فضا", "شناسه ۹"],
      ["قیمت پلن", "۲,۵۰۰,۰۰۰ تومان"],
      ["مبلغ نهایی", "۲,۲۵۰,۰۰۰ تومان"],
      ["تاریخ پیشنهادی شروع", "۱ اردیبهشت ۱۴۰۵"],
      ["پذیرش قوانین و شرایط رزرو", "بله"],
      ["extra_note", "از طریق تلفن"],
    ]);
  });

  it("other kinds: months, years, lists, toman typed by the visitor, the idea's programme, only web addresses as links", () => {
    const { unmount } = render(
      <PayloadFields
        kind="internship"
        payload={{ skills: ["React", "SQL"], start_month: "1405-03", duration_months: 3, team: "فنی" }}
      />,
    );
    expect(pairs()).toEqual([
      ["ماه شروع", "خرداد ۱۴۰۵"],
      ["مدت کارآموزی", "۳ ماه"],
      ["تیم مورد علاقه", "فنی"],
      ["مهارت‌ها", "React، SQL"],
    ]);
    unmount();

    const second = render(
      <PayloadFields
        kind="freelancer-create"
        payload={{ hourly_rate: 350_000, years_of_experience: 4, linkedin: "https://www.linkedin.com/in/someone" }}
      />,
    );
    expect(pairs()).toEqual([
      ["سابقه کار", "۴ سال"],
      ["نرخ ساعتی", "۳۵۰,۰۰۰ تومان"],
      ["لینکدین", "https://www.linkedin.com/in/someone"],
    ]);
    expect(screen.getByRole("link", { name: "https://www.linkedin.com/in/someone" }).getAttribute("href")).toBe(
      "https://www.linkedin.com/in/someone",
    );
    second.unmount();

    render(
      <PayloadFields kind="idea" payload={{ service: "incubation", team_size: 3, website: "javascript:alert(1)" }} />,
    );
    expect(pairs()).toEqual([
      ["برنامه مورد نظر", "رشد"],
      ["تعداد اعضای تیم", "۳ نفر"],
      ["وب‌سایت یا لینک", "javascript:alert(1)"],
    ]);
    // Only web addresses become links.
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows each field under the label the person typed against on the form, the one its schema's messages name", () => {
    const { unmount } = render(
      <PayloadFields
        kind="idea"
        payload={{
          founder_email: "sara@example.com",
          founder_mobile: "09131234567",
          solution: "سفارش آنلاین",
          problem: "صف طولانی",
        }}
      />,
    );
    expect(pairs()).toEqual([
      ["مسئله‌ای که حل می‌کنید", "صف طولانی"],
      ["راه‌حل شما", "سفارش آنلاین"],
      ["شماره موبایل", "۰۹۱۳۱۲۳۴۵۶۷"],
      ["ایمیل", "sara@example.com"],
    ]);
    unmount();
    const second = render(<PayloadFields kind="internship" payload={{ motivation: "یادگیری در کار واقعی" }} />);
    expect(pairs()).toEqual([["انگیزه شما از کارآموزی", "یادگیری در کار واقعی"]]);
    second.unmount();
    const third = render(<PayloadFields kind="job-resume" payload={{ expected_salary: 25_000_000 }} />);
    expect(pairs()).toEqual([["حقوق درخواستی", "۲۵,۰۰۰,۰۰۰ تومان"]]);
    third.unmount();
    render(<PayloadFields kind="freelancer-create" payload={{ bio: "طراح رابط کاربری" }} />);
    expect(pairs()).toEqual([["درباره شما", "طراح رابط کاربری"]]);
  });

  it("an event registration on the waiting list, and a kind the desk has no labels for", () => {
    const { unmount } = render(
      <PayloadFields kind="event-attendance" payload={{ waitlist: false, event_id: 4, full_name: "سارا احمدی" }} />,
    );
    expect(pairs()).toEqual([
      ["نام و نام خانوادگی", "سارا احمدی"],
      ["رویداد", "شناسه ۴"],
      ["ثبت در فهرست انتظار", "خیر"],
    ]);
    unmount();
    render(<PayloadFields kind="something-new" payload={{ count: 1200, when: "2025-03-21" }} />);
    expect(pairs()).toEqual([
      ["count", "۱,۲۰۰"],
      ["when", "۱ فروردین ۱۴۰۴"],
    ]);
  });
});
