import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type RangeSliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, "value" | "defaultValue"> & {
  /** One value for a plain slider, two for a range (a thumb each). */
  value: number[];
  /** Each thumb's accessible name, in order ("Minimum age", "Maximum age"). */
  thumbLabels: readonly string[];
  /** What a screen reader hears for a thumb's value ("50 km" rather than "50"). */
  formatValue?: (value: number) => string;
};

/**
 * A slider with one or two thumbs (Radix: role="slider" per thumb, arrow keys, Page Up/Down, Home/End,
 * and thumbs that cannot cross). The thumbs are 28 px so a finger can grab them.
 */
export function RangeSlider({ value, thumbLabels, formatValue, className, disabled, ...props }: RangeSliderProps) {
  return (
    <SliderPrimitive.Root
      value={value}
      disabled={disabled}
      className={cn("relative flex h-7 w-full touch-none items-center select-none data-disabled:opacity-50", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-rose-100">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
      </SliderPrimitive.Track>
      {value.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={formatValue ? formatValue(thumbValue) : undefined}
          className="block size-7 cursor-grab rounded-full border-2 border-primary bg-white shadow-md shadow-rose-900/15 transition-[box-shadow] hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing data-disabled:cursor-not-allowed"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
