export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { PriceSlider } from './PriceSlider';
export type { PriceSliderProps } from './PriceSlider';
