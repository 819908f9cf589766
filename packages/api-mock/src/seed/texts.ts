/** Legal texts of the seed: the general terms and privacy policy, and those of providers. */

/** General terms of the marketplace (GET /terms). */
export const GENERAL_TERMS = `# Allgemeine Geschäftsbedingungen

## 1. Geltungsbereich
Diese Bedingungen gelten für alle Buchungen, die über Kurse zwischen Kundinnen und Kunden und den auf Kurse vertretenen Anbietern geschlossen werden. Kurse vermittelt die Buchung; Vertragspartner für die Durchführung des Kurses ist der jeweilige Anbieter.

## 2. Vertragsschluss
Mit dem Absenden des Buchungsformulars gibst du ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald die Buchung bestätigt und – bei kostenpflichtigen Angeboten – die Zahlung eingegangen ist. Du erhältst eine Bestätigung per E-Mail.

## 3. Preise und Servicegebühr
Alle Preise verstehen sich in Euro inklusive der gesetzlichen Mehrwertsteuer. Für die Vermittlung kann eine Servicegebühr anfallen, die dir vor dem Absenden der Buchung angezeigt wird. Auf die Servicegebühr wird stets Mehrwertsteuer erhoben.

## 4. Zahlung
Die Zahlung erfolgt per Karte, SEPA-Lastschrift, PayPal oder einer anderen angezeigten Zahlungsart. Bei einer nicht eingelösten oder zurückgebuchten Lastschrift berechnen wir eine Gebühr von 7,50 €.

## 5. Abonnements und Mitgliedschaften
Abonnements, Mitgliedschaften, Ratenpläne und Lizenzen verlängern sich gemäß der beim Produkt angegebenen Laufzeit. Die Kündigungsbedingungen des Anbieters werden dir vor Vertragsschluss angezeigt.

## 6. Stornierung
Für Stornierungen gelten die Bedingungen des jeweiligen Anbieters. Hat der Anbieter keine eigenen Bedingungen hinterlegt, ist eine kostenfreie Stornierung bis 14 Tage vor Kursbeginn möglich.`;

/** General privacy policy of the marketplace (GET /privacy_policy). */
export const GENERAL_PRIVACY_POLICY = `# Datenschutzerklärung

## Wer wir sind
Verantwortlich für die Verarbeitung deiner Daten auf dieser Plattform ist die Kurse GmbH. Bei Fragen zum Datenschutz erreichst du uns unter datenschutz@kurse.example.

## Welche Daten wir verarbeiten
Wenn du einen Kurs buchst, verarbeiten wir deinen Namen, deine Kontaktdaten, deine Rechnungsadresse, die Namen der Teilnehmenden und die Zahlungsinformationen. Diese Daten geben wir an den Anbieter weiter, bei dem du gebucht hast, damit er den Kurs durchführen kann.

## Zahlungen
Zahlungen wickeln wir über zertifizierte Zahlungsdienstleister ab. Kartendaten werden nicht auf unseren Servern gespeichert.

## Reichweitenmessung
Wir messen Seitenaufrufe mit gekürzter IP-Adresse. Mit einem Opt-out-Cookie kannst du der Messung jederzeit widersprechen.

## Deine Rechte
Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Außerdem kannst du dich bei einer Datenschutzaufsichtsbehörde beschweren.`;

/** Terms of a provider, written in the provider's name. */
export function providerTerms(name: string, cancelDays: number): string {
  return `# Teilnahmebedingungen von ${name}

## Anmeldung
Die Anmeldung ist verbindlich, sobald die Buchung bestätigt ist. Die Plätze werden in der Reihenfolge der Anmeldungen vergeben.

## Rücktritt
Ein kostenfreier Rücktritt ist bis ${cancelDays} Tage vor Kursbeginn möglich. Danach berechnen wir die volle Kursgebühr, sofern du keine Ersatzperson benennst.

## Versäumte Stunden
Versäumte Stunden können nach Absprache in einem Parallelkurs nachgeholt werden. Ein Anspruch auf Erstattung besteht nicht.

## Ausfall
Fällt eine Stunde wegen Krankheit der Kursleitung aus, holen wir sie nach. Muss ein Kurs ganz abgesagt werden, erstatten wir bereits gezahlte Beträge vollständig.

## Haftung
Eltern haften für ihre Kinder. Bitte achtet auf passende Kleidung und meldet uns gesundheitliche Einschränkungen vor Kursbeginn.`;
}

/** Privacy policy of a provider, written in the provider's name. */
export function providerPrivacyPolicy(name: string, email: string): string {
  return `# Datenschutzhinweise von ${name}

Wir verarbeiten die Daten, die du bei der Buchung angibst, ausschließlich zur Durchführung und Abrechnung unserer Kurse. Eine Weitergabe an Dritte erfolgt nur, soweit sie dafür nötig ist, etwa an Kurse als Buchungsplattform.

Fotos von Kursstunden veröffentlichen wir nur mit eurer ausdrücklichen Einwilligung, die ihr jederzeit widerrufen könnt.

Eure Daten löschen wir, sobald die gesetzlichen Aufbewahrungsfristen abgelaufen sind. Fragen zum Datenschutz beantworten wir gern unter ${email}.`;
}
