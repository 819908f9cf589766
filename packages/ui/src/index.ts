export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { clearStaleAnnouncements, watchStaleAnnouncements } from './lib/live-announcer';
export { useWindowWidth } from './lib/use-window-width';
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps } from './components/Button';
export { UI_NAMESPACES, UiProvider } from './components/UiProvider';
export type { UiProviderProps } from './components/UiProvider';
export { ThemeSurface } from './components/ThemeSurface';
export type { ThemeSurfaceProps } from './components/ThemeSurface';
export {
  AA_NORMAL_TEXT,
  contrastRatio,
  luminance,
  parseHex,
  readableForeground,
  toHex,
} from './theme/contrast';
export type { Rgb } from './theme/contrast';
export {
  DEFAULT_FRANCHISE_THEME,
  franchiseTheme,
  gradientTheme,
  providerTheme,
  themeStyle,
} from './theme/theme';
export type { Theme } from './theme/theme';
export { Icon, iconNames, icons } from './components/Icon';
export type { IconName, IconProps } from './components/Icon';
export { Badge, badgeVariants } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { TagGroup, tagVariants } from './components/TagGroup';
export type { TagGroupProps, TagItem } from './components/TagGroup';
export { Alert, alertVariants, toneIcon } from './components/Alert';
export type { AlertProps, Tone } from './components/Alert';
export { ToastHost, ToastRegion, toasts } from './components/Toast';
export type { ToastContent, ToastHostProps, ToastRegionProps } from './components/Toast';
export { Spinner, spinnerVariants } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Skeleton, skeletonVariants } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { LoadingOverlay, loadingOverlayVariants } from './components/LoadingOverlay';
export type { LoadingOverlayProps } from './components/LoadingOverlay';
export { Gallery } from './components/Gallery';
export type { GalleryImage, GalleryProps } from './components/Gallery';
export {
  Description,
  FieldError,
  Label,
  RequiredMarker,
  browserValidationMessage,
  fieldStyles,
  inputVariants,
} from './components/Field';
export type { FieldErrorMessage, FieldErrorProps, LabelProps } from './components/Field';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { EmailField } from './components/EmailField';
export type { EmailFieldProps } from './components/EmailField';
export { PhoneField } from './components/PhoneField';
export type { PhoneFieldProps } from './components/PhoneField';
export { NewPasswordField } from './components/NewPasswordField';
export type { NewPasswordFieldProps } from './components/NewPasswordField';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { LazyNumberField, NumberField } from './components/NumberField';
export type { NumberFieldProps } from './components/NumberField';
export { Checkbox, checkboxBoxVariants } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { CheckboxGroup } from './components/CheckboxGroup';
export type { CheckboxGroupProps } from './components/CheckboxGroup';
export { Radio, RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup';
export {
  CountrySelect,
  LazyCountrySelect,
  Select,
  SelectItem,
  popoverStyles,
} from './components/Select';
export type { Country, CountrySelectProps, SelectProps } from './components/Select';
export { ComboBox, ComboBoxItem, LazyComboBox } from './components/ComboBox';
export type { ComboBoxProps, LazyComboBoxProps } from './components/ComboBox';
export { PriceSlider, Slider } from './components/Slider';
export type { PriceSliderProps, SliderProps } from './components/Slider';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { Form, focusFirstInvalidField } from './components/Form';
export type { FormProps, ServerErrors } from './components/Form';
export { Link, isExternalHref, linkVariants } from './components/Link';
export type { LinkProps } from './components/Link';
export { LinkButton } from './components/LinkButton';
export type { LinkButtonProps } from './components/LinkButton';
export { Dialog, DialogTrigger, Modal, modalVariants } from './components/Modal';
export type { DialogProps, ModalProps } from './components/Modal';
export { AlertDialog, LazyAlertDialog } from './components/AlertDialog';
export type { AlertDialogProps } from './components/AlertDialog';
export { Popover } from './components/Popover';
export type { PopoverProps } from './components/Popover';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './components/Menu';
export type { MenuItemProps, MenuProps, MenuSectionProps } from './components/Menu';
export { Tooltip, TooltipTrigger } from './components/Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './components/Tooltip';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export type { TabProps } from './components/Tabs';
export { ToggleButton, ToggleButtonGroup } from './components/ToggleButtonGroup';
export type { ToggleButtonGroupProps, ToggleButtonProps } from './components/ToggleButtonGroup';
export { Disclosure, ReadMore } from './components/Disclosure';
export type { DisclosureProps, ReadMoreProps } from './components/Disclosure';
export { CourseCard, courseCardVariants, priceText } from './components/CourseCard';
export type {
  CourseCardCategory,
  CourseCardCourse,
  CourseCardProps,
  CourseLocationType,
} from './components/CourseCard';
export { Excerpt } from './components/Excerpt';
export type { ExcerptLength, ExcerptProps, ExcerptSwitch } from './components/Excerpt';
export { ProviderCard } from './components/ProviderCard';
export type { ProviderCardProps, ProviderCardProvider } from './components/ProviderCard';
export { ProviderLogo, providerLogoVariants } from './components/ProviderLogo';
export type { ProviderLogoProps } from './components/ProviderLogo';
export { PlacementCard } from './components/PlacementCard';
export type { PlacementCardPlacement, PlacementCardProps } from './components/PlacementCard';
export { CategorySpaces } from './components/CategorySpaces';
export type { CategorySpacesProps } from './components/CategorySpaces';
export { DatePicker } from './components/DatePicker';
export type { DatePickerProps } from './components/DatePicker';
export { LocaleToggle } from './components/LocaleToggle';
export type { LocaleToggleProps } from './components/LocaleToggle';
export { LocationCard } from './marketplace/LocationCard';
export type { LocationCardProps, LocationCardProvider } from './marketplace/LocationCard';
export { PostMeta } from './marketplace/PostMeta';
export type { PostMetaPost, PostMetaProps } from './marketplace/PostMeta';
export { ProviderHeader } from './marketplace/ProviderHeader';
export type { ProviderHeaderProps, ProviderHeaderProvider } from './marketplace/ProviderHeader';
export { RatingItem } from './marketplace/RatingItem';
export type { RatingItemProps, RatingItemRating } from './marketplace/RatingItem';
export { BookingSummaryView } from './marketplace/BookingSummaryView';
export type { BookingSummaryViewProps, SummaryLine } from './marketplace/BookingSummaryView';
export { ContractCard } from './marketplace/ContractCard';
export type { ContractCardProps } from './marketplace/ContractCard';
