// The type check of @kurse/ui as a React app outside the workspace compiles it: `strict`,
// `exactOptionalPropertyTypes`, `skipLibCheck: false` (the shipped `.d.ts` files are checked too;
// react-aria's own do not compile with `exactOptionalPropertyTypes`, which is theirs to fix),
// `moduleResolution: bundler`. Each `@ts-expect-error` fails the check when a type degrades to
// `any`.
import { Button, CourseCard, DatePicker, TextField, UiProvider, type ButtonProps } from '@kurse/ui';
import type { MapMarker } from '@kurse/ui/map';
import { tokens } from '@kurse/ui/tokens';

export const page = (
  <UiProvider locale="de">
    <Button variant="primary" isDisabled={false} isPending onPress={() => undefined}>
      Buchen
    </Button>
    <TextField label="Vorname" value="Mia" onChange={() => undefined} />
    <CourseCard course={{ id: 1, name: 'Babyschwimmen', priceFrom: 12000 }} excerptLength={140} />
    <DatePicker label="Datum" value={null} onChange={() => undefined} />
  </UiProvider>
);

// @ts-expect-error a button has no such variant
export const wrongVariant = <Button variant="rainbow">x</Button>;
// @ts-expect-error the texts are German or English
export const wrongLocale = <UiProvider locale="fr">x</UiProvider>;
export const size: ButtonProps['size'] = 'md';
export const primary: string = tokens.color.primary;
// @ts-expect-error the tokens have no such colour
export const missing: string = tokens.color.noSuchColour;
export const marker = (m: MapMarker) => m.id;
