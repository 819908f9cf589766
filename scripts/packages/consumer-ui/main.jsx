// A page of an app outside the workspace: four components of @kurse/ui with its compiled styles,
// their texts loaded by the provider itself.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, CourseCard, DatePicker, TextField, UiProvider } from '@kurse/ui';
import '@kurse/ui/styles.css';

const course = {
  id: 101,
  name: 'Babyschwimmen',
  shortDescription: 'Spielerische Wassergewöhnung mit Mama oder Papa',
  priceFrom: 12000,
  ageMin: 6,
  ageMax: 18,
  provider: { name: 'Schwimmschule Seepferdchen', city: 'Berlin' },
};

function Page() {
  const [name, setName] = useState('');
  const [date, setDate] = useState('2026-11-23');
  return (
    <main style={{ display: 'grid', gap: 16, maxWidth: 480, padding: 16 }}>
      <Button variant="primary">Jetzt buchen</Button>
      <TextField label="Vorname" value={name} onChange={setName} />
      <CourseCard course={course} excerptLength={140} />
      <DatePicker label="Datum" value={date} onChange={setDate} />
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <UiProvider locale="de">
      <Page />
    </UiProvider>
  </StrictMode>,
);
