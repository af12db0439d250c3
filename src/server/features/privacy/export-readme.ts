/**
 * README.txt of the data export, German first (the app's default) and English, so it can be
 * read whatever language the person uses. It explains every file the ZIP holds.
 */
export function exportReadme(args: { exportedAt: string; documentCount: number; taxReturnCount: number }): string {
  return `HELVETAX – IHRE DATEN / YOUR DATA
Exportiert am / exported on: ${args.exportedAt}

DEUTSCH

Dieses Archiv enthält alles, was Helvetax über Sie gespeichert hat (Art. 25 und 28 DSG).

data.json
  Alle Angaben in maschinenlesbarer Form (JSON, UTF-8):
  - account: Ihr Konto und Profil, inklusive Steuerprofil (Antworten des Fragebogens,
    AHV-Nummer, Adresse)
  - taxYears: Status jedes Steuerjahres; statusHistory: jede Statusänderung
  - taxDeclarations: die gespeicherten Exporte Ihres Fragebogens
  - advancedTaxInformation: die erweiterten Angaben (Abschnitte) und Ihre Einstellungen dazu
  - messages: Ihre Nachrichten mit unseren Steuerfachleuten
  - contactRequests: Ihre Rückruf- und E-Mail-Wünsche
  - subscriptions, invoices: Ihre Abonnemente und Rechnungen
  - notifications: offene Hinweise (z. B. fehlende Unterlagen)
  - termsAcceptances: wann Sie die AGB angenommen haben (mit IP-Adresse)
  - documents, taxReturns: Angaben zu Ihren Unterlagen und fertigen Steuererklärungen
    (Name, Grösse, SHA-256-Prüfsumme, Pfad in diesem Archiv)
  - auditLog: das Protokoll über Sie, auch jedes Öffnen Ihrer Daten durch unser Personal
    (Aktion "staff.read")
  - sessions, rememberedDevices: Ihre Anmeldungen (Zeitpunkte, keine Schlüssel)
  Nicht enthalten sind unsere Sicherheitsschlüssel (Sitzungs-Token, Codes, Dateischlüssel):
  sie schützen Ihre Daten und sagen nichts über Sie.

documents/<Steuerjahr>/<Kategorie>/<Datei>
  Ihre ${args.documentCount} hochgeladenen Unterlagen, entschlüsselt, genau wie hochgeladen.

tax-returns/<Steuerjahr>/<Datei>
  Ihre ${args.taxReturnCount} fertigen Steuererklärungen (jede Version), entschlüsselt.

Ihr Konto löschen können Sie im Profil unter «Konto löschen».


ENGLISH

This archive holds everything Helvetax has stored about you (Swiss FADP Art. 25 and 28,
GDPR Art. 15 and 20).

data.json
  All data in machine-readable form (JSON, UTF-8):
  - account: your account and profile, including the tax profile (questionnaire answers,
    AHV number, address)
  - taxYears: the status of each tax year; statusHistory: every status change
  - taxDeclarations: the saved exports of your questionnaire
  - advancedTaxInformation: the advanced sections and your choices about them
  - messages: your messages with our tax experts
  - contactRequests: your call-back and e-mail requests
  - subscriptions, invoices: your plans and invoices
  - notifications: open notices (for example missing documents)
  - termsAcceptances: when you accepted the terms (with IP address)
  - documents, taxReturns: details of your documents and finished tax returns
    (name, size, SHA-256 checksum, path in this archive)
  - auditLog: the log about you, including every time our staff opened your data
    (action "staff.read")
  - sessions, rememberedDevices: your sign-ins (times, no keys)
  Our security keys (session tokens, codes, file keys) are not included: they protect your
  data and say nothing about you.

documents/<tax year>/<category>/<file>
  Your ${args.documentCount} uploaded documents, decrypted, exactly as uploaded.

tax-returns/<tax year>/<file>
  Your ${args.taxReturnCount} finished tax returns (every version), decrypted.

You can delete your account in your profile under "Delete my account".
`;
}
