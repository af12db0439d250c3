import type { Language } from './languages';

/**
 * The one table of document categories, used by the server and by the client's fallback list.
 * Ids follow the advanced-area numbering of spec part 2 ('Document category ids'), with the
 * required set {1 Bank Documents, 2 Insurance Certificates, 5 Salary Statement, 21 Transport}
 * of part 1 §3.5. 'Receipts for Deductions' has no id in part 2 and takes the free id 15.
 * See docs/decisions.md for the mapping.
 */
type Names = Record<Language, string>;
export type DocumentCategory = {
  id: number;
  key: string;
  /** Offered in the main upload dialog (mode=basic); the others belong to the advanced area. */
  basic: boolean;
  names: Names;
};

const c = (id: number, key: string, basic: boolean, en: string, de: string, fr: string, it: string, gsw: string): DocumentCategory => ({
  id,
  key,
  basic,
  names: { en, de, fr, it, gsw },
});

export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  c(1, 'bank_documents', true, 'Bank Documents', 'Bankunterlagen', 'Documents bancaires', 'Documenti bancari', 'Bankunterlage'),
  c(2, 'insurance_certificates', true, 'Insurance Certificates', 'Versicherungsnachweise', 'Attestations d’assurance', 'Attestati assicurativi', 'Versicherigsnachwiis'),
  c(3, 'professional_expenses', true, 'Proof of Professional Expenses', 'Belege Berufsauslagen', 'Justificatifs de frais professionnels', 'Giustificativi spese professionali', 'Beleg Berufsuuslage'),
  c(4, 'life_disability_insurance', false, 'Life and Disability Insurance', 'Lebens- und Invaliditätsversicherung', 'Assurance vie et invalidité', 'Assicurazione vita e invalidità', 'Läbes- und Invaliditätsversicherig'),
  c(5, 'salary_statement', true, 'Salary Statement', 'Lohnausweis', 'Certificat de salaire', 'Certificato di salario', 'Lohnuuswiis'),
  c(6, 'health_expenses', true, 'Health Expenses', 'Krankheitskosten', 'Frais de maladie', 'Spese per malattia', 'Chrankheitschöste'),
  c(7, 'childcare_expenses', true, 'Childcare Expenses', 'Kinderbetreuungskosten', 'Frais de garde d’enfants', 'Spese per la custodia dei figli', 'Chinderbetreuigschöste'),
  c(8, 'charitable_donations', true, 'Charitable Donations', 'Spenden', 'Dons', 'Donazioni', 'Spände'),
  c(9, 'education_expenses', true, 'Education Expenses', 'Weiterbildungskosten', 'Frais de formation', 'Spese di formazione', 'Wiiterbildigschöste'),
  c(10, 'stocks_bonds', true, 'Stocks & Bonds', 'Aktien & Obligationen', 'Actions et obligations', 'Azioni e obbligazioni', 'Aktie & Obligatione'),
  c(11, 'cryptocurrencies', true, 'Cryptocurrencies', 'Kryptowährungen', 'Cryptomonnaies', 'Criptovalute', 'Kryptowährige'),
  c(12, 'other_investments', true, 'Other Investments', 'Weitere Anlagen', 'Autres placements', 'Altri investimenti', 'Anderi Aalage'),
  c(13, 'primary_residence', true, 'Primary Residence', 'Selbstbewohntes Eigentum', 'Résidence principale', 'Residenza principale', 'Sälbscht bewohnts Eigetum'),
  c(14, 'rental_property', true, 'Rental Property', 'Vermietete Liegenschaft', 'Bien locatif', 'Immobile locato', 'Vermieteti Liegeschaft'),
  c(15, 'deduction_receipts', true, 'Receipts for Deductions', 'Belege für Abzüge', 'Justificatifs de déductions', 'Giustificativi per deduzioni', 'Beleg für Abzüg'),
  c(16, 'property_sale', true, 'Property Sale', 'Liegenschaftsverkauf', 'Vente immobilière', 'Vendita immobiliare', 'Liegeschaftsverchauf'),
  c(17, 'foreign_employment', true, 'Foreign Employment', 'Erwerbstätigkeit im Ausland', 'Emploi à l’étranger', 'Attività lucrativa all’estero', 'Erwerbstätigkeit im Usland'),
  c(18, 'foreign_investments', true, 'Foreign Investments', 'Auslandanlagen', 'Placements à l’étranger', 'Investimenti all’estero', 'Uslandaalage'),
  c(19, 'foreign_property', true, 'Foreign Property', 'Liegenschaften im Ausland', 'Biens immobiliers à l’étranger', 'Immobili all’estero', 'Liegeschafte im Usland'),
  c(20, 'foreign_accounts', true, 'Foreign Accounts', 'Auslandkonten', 'Comptes à l’étranger', 'Conti all’estero', 'Uslandkonte'),
  c(21, 'transport', true, 'Transport', 'Fahrkosten', 'Frais de transport', 'Spese di trasporto', 'Fahrchöste'),
  c(22, 'vacation_home', true, 'Vacation Home', 'Ferienwohnung', 'Résidence secondaire', 'Casa di vacanza', 'Feriewohnig'),
  c(26, 'spouse_bank_documents', false, 'Spouse: Bank Documents', 'Ehepartner/in: Bankunterlagen', 'Conjoint·e : documents bancaires', 'Coniuge: documenti bancari', 'Ehepartner/in: Bankunterlage'),
  c(27, 'spouse_insurance', false, 'Spouse: Insurance', 'Ehepartner/in: Versicherungen', 'Conjoint·e : assurances', 'Coniuge: assicurazioni', 'Ehepartner/in: Versicherige'),
  c(28, 'spouse_receipts', false, 'Spouse: Receipts', 'Ehepartner/in: Belege', 'Conjoint·e : justificatifs', 'Coniuge: giustificativi', 'Ehepartner/in: Beleg'),
  c(29, 'spouse_general_expenses', false, 'Spouse: General Expenses', 'Ehepartner/in: Allgemeine Auslagen', 'Conjoint·e : frais généraux', 'Coniuge: spese generali', 'Ehepartner/in: Allgemeini Uuslage'),
  c(30, 'spouse_salary', false, 'Spouse: Salary Statement', 'Ehepartner/in: Lohnausweis', 'Conjoint·e : certificat de salaire', 'Coniuge: certificato di salario', 'Ehepartner/in: Lohnuuswiis'),
  c(31, 'child_birth_certificate', false, 'Child: Birth Certificate', 'Kind: Geburtsurkunde', 'Enfant : acte de naissance', 'Figlio: atto di nascita', 'Chind: Geburtsurkunde'),
  c(32, 'child_childcare', false, 'Child: Childcare', 'Kind: Betreuung', 'Enfant : garde', 'Figlio: custodia', 'Chind: Betreuig'),
  c(33, 'child_education_confirmation', false, 'Child: Education Confirmation', 'Kind: Ausbildungsbestätigung', 'Enfant : attestation de formation', 'Figlio: attestato di formazione', 'Chind: Uusbildigsbestätigung'),
  c(34, 'child_education_costs', false, 'Child: Education Costs', 'Kind: Ausbildungskosten', 'Enfant : frais de formation', 'Figlio: spese di formazione', 'Chind: Uusbildigschöste'),
  c(35, 'alimony_payments', true, 'Alimony Payments', 'Unterhaltsbeiträge', 'Pensions alimentaires', 'Alimenti', 'Unterhaltsbiiträg'),
  c(36, 'disability_confirmation', false, 'Child: Disability Confirmation', 'Kind: Bestätigung Behinderung', 'Enfant : attestation de handicap', 'Figlio: attestato di disabilità', 'Chind: Bestätigung Behinderig'),
  c(37, 'child_medical', false, 'Child: Medical Costs', 'Kind: Arztkosten', 'Enfant : frais médicaux', 'Figlio: spese mediche', 'Chind: Arztchöste'),
  c(38, 'child_living_travel', false, 'Child: Living and Travel Costs', 'Kind: Lebens- und Reisekosten', 'Enfant : frais de vie et de déplacement', 'Figlio: spese di vitto e viaggio', 'Chind: Läbes- und Reisechöste'),
  // Receipts of the 17 deduction categories (tax documents page, spec part 2 'Deduction
  // categories'): one document category each, ids 101–117 in the order of deduction-categories.ts.
  c(101, 'deduction_berufsauslagen', false, 'Professional expenses', 'Berufsauslagen', 'Frais professionnels', 'Spese professionali', 'Berufsuuslage'),
  c(102, 'deduction_schuldzinsen', false, 'Debt interest', 'Schuldzinsen', 'Intérêts passifs', 'Interessi passivi', 'Schuldzinse'),
  c(103, 'deduction_alimente', false, 'Alimony and maintenance payments', 'Unterhaltsbeiträge und Alimente', 'Pensions alimentaires', 'Alimenti e contributi di mantenimento', 'Unterhaltsbiiträg und Alimänt'),
  c(104, 'deduction_pensionskasse', false, 'Pension fund buy-ins', 'Einkäufe in die Pensionskasse', 'Rachats dans la caisse de pension', 'Riscatti nella cassa pensione', 'Iichäuf i d Pensionskasse'),
  c(105, 'deduction_saule3a', false, 'Pillar 3a contributions', 'Beiträge Säule 3a', 'Cotisations au pilier 3a', 'Contributi al pilastro 3a', 'Biiträg Säule 3a'),
  c(106, 'deduction_weiterbildung', false, 'Further education costs', 'Weiterbildungskosten', 'Frais de formation continue', 'Spese di formazione continua', 'Wiiterbildigschöste'),
  c(107, 'deduction_ahv_beitraege', false, 'AHV/IV contributions of non-employed persons', 'AHV/IV-Beiträge Nichterwerbstätiger', 'Cotisations AVS/AI des personnes sans activité lucrative', 'Contributi AVS/AI delle persone senza attività lucrativa', 'AHV/IV-Biiträg vo Nichterwerbstätige'),
  c(108, 'deduction_spenden', false, 'Donations', 'Spenden', 'Dons', 'Donazioni', 'Spände'),
  c(109, 'deduction_politik', false, 'Donations to political parties', 'Zuwendungen an politische Parteien', 'Dons aux partis politiques', 'Donazioni a partiti politici', 'Spände a politischi Parteie'),
  c(110, 'deduction_vermoegen', false, 'Asset management costs', 'Vermögensverwaltungskosten', 'Frais de gestion de fortune', 'Spese di amministrazione della sostanza', 'Vermögensverwaltigschöste'),
  c(111, 'deduction_weitere_abzuege', false, 'Other deductions', 'Weitere Abzüge', 'Autres déductions', 'Altre deduzioni', 'Wiiteri Abzüg'),
  c(112, 'deduction_krankheit', false, 'Illness and accident costs', 'Krankheits- und Unfallkosten', 'Frais de maladie et d’accident', 'Spese di malattia e infortunio', 'Chrankheits- und Unfallchöste'),
  c(113, 'deduction_behinderung', false, 'Disability-related costs', 'Behinderungsbedingte Kosten', 'Frais liés au handicap', 'Spese dovute a disabilità', 'Behinderigsbedingti Chöste'),
  c(114, 'deduction_unterhalt', false, 'Property maintenance costs', 'Liegenschaftsunterhalt', 'Frais d’entretien d’immeubles', 'Spese di manutenzione degli immobili', 'Liegeschaftsunterhalt'),
  c(115, 'deduction_lebensversicherung', false, 'Life insurance (surrender value)', 'Lebensversicherungen (Rückkaufswert)', 'Assurances vie (valeur de rachat)', 'Assicurazioni sulla vita (valore di riscatto)', 'Läbesversicherige (Rückchaufswärt)'),
  c(116, 'deduction_steuerabzug', false, 'Withholding tax claim (securities)', 'Verrechnungssteueranspruch (Wertschriften)', 'Impôt anticipé à récupérer (titres)', 'Imposta preventiva da recuperare (titoli)', 'Verrächnigsstüüraaspruch (Wärtschrifte)'),
  c(117, 'deduction_lotto', false, 'Lottery winnings', 'Lotteriegewinne', 'Gains de loterie', 'Vincite alla lotteria', 'Lotteriegwünn'),
];

/** The four documents every return needs (spec part 1 §3.5, §4.7), in checklist order. */
export const REQUIRED_CATEGORY_IDS = [5, 1, 2, 21] as const;

export function documentCategoryById(id: number): DocumentCategory | undefined {
  return DOCUMENT_CATEGORIES.find((cat) => cat.id === id);
}

export type CategoryMode = 'basic' | 'all';

/** What GET /api/document-categories answers: ids and names in the user's language. */
export function listDocumentCategories(mode: CategoryMode, language: Language): { id: number; name: string }[] {
  return DOCUMENT_CATEGORIES.filter((cat) => mode === 'all' || cat.basic).map((cat) => ({ id: cat.id, name: cat.names[language] }));
}

/** The checklist of the four required documents and the share uploaded, in percent. */
export function requiredDocumentsChecklist(uploadedCategoryIds: Iterable<number>): { items: { id: number; uploaded: boolean }[]; percent: number } {
  const present = new Set(uploadedCategoryIds);
  const items = REQUIRED_CATEGORY_IDS.map((id) => ({ id, uploaded: present.has(id) }));
  const percent = Math.round((items.filter((i) => i.uploaded).length / items.length) * 100);
  return { items, percent };
}

export function hasAllRequiredDocuments(uploadedCategoryIds: Iterable<number>): boolean {
  return requiredDocumentsChecklist(uploadedCategoryIds).percent === 100;
}
