"use client";
// A carousel of cards (SPEC §9): 1 per view, 2 from 768 px, 3 from 1024 px, 16 px apart; right to
// left, swipe, keyboard (arrow keys when focused) and labelled buttons for screen readers.
import { Children, useId, type ReactNode } from "react";
import { A11y, Keyboard, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { carouselBreakpoints } from "@/lib/site";

const a11y = {
  prevSlideMessage: "اسلاید قبلی",
  nextSlideMessage: "اسلاید بعدی",
  firstSlideMessage: "این نخستین اسلاید است",
  lastSlideMessage: "این آخرین اسلاید است",
  slideLabelMessage: "{{index}} از {{slidesLength}}",
  itemRoleDescriptionMessage: "اسلاید",
};

const buttonClass =
  "flex size-10 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-default disabled:opacity-40";

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const id = useId().replace(/:/g, "");
  const slides = Children.toArray(children);
  return (
    // The carousel pattern of WAI-ARIA: the labelled region is what is described as a carousel
    // (on swiper's own container, which has no role, aria-roledescription would be invalid).
    <div className="relative" role="region" aria-roledescription="کاروسل" aria-label={label}>
      <div className="mb-3 flex justify-end gap-2">
        {/* In RTL, "previous" sits on the right and points right. */}
        <button type="button" className={`carousel-prev-${id} ${buttonClass}`} aria-label="اسلاید قبلی">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 ltr:rotate-180" fill="currentColor">
            <path d="M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7z" />
          </svg>
        </button>
        <button type="button" className={`carousel-next-${id} ${buttonClass}`} aria-label="اسلاید بعدی">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 rtl:rotate-180" fill="currentColor">
            <path d="M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7z" />
          </svg>
        </button>
      </div>
      <Swiper
        dir="rtl"
        modules={[Navigation, Keyboard, A11y]}
        slidesPerView={carouselBreakpoints.slidesPerView}
        spaceBetween={carouselBreakpoints.spaceBetween}
        breakpoints={carouselBreakpoints.breakpoints}
        navigation={{ prevEl: `.carousel-prev-${id}`, nextEl: `.carousel-next-${id}` }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={a11y}
        watchSlidesProgress
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} className="!h-auto">
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
