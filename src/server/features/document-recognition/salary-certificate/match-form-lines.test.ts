import { describe, expect, it } from 'vitest';
import { matchFormLines } from './match-form-lines';

describe('matchFormLines', () => {
  it('reads the French edition, with spaces as thousands separators and noise after the amount', () => {
    const reading = matchFormLines([
      'Certificat de salaire',
      'C Nouveau No AVS 756.4821.3390.51',
      'E Période du 01.03.2025 au 30.11.2025',
      "1. Salaire qui ne concerne pas les chiffres 2 à 7 54 000",
      '2.3 Autres – Genre 600',
      '7. Autres prestations – Genre',
      '8. Salaire brut total / Rente = 54 600 |',
      '9. Cotisations AVS/AI/APG/AC/AANP – 3 508',
      '10.1 Cotisations ordinaires – 2 900',
      '11. Salaire net / Rente = 48 192.',
      "12. Retenue de l'impôt à la source 4 100",
      '14. Autres prestations salariales accessoires – Genre',
    ]);
    expect(reading.boxes).toEqual({ salary: 54000, fringeBenefits: 600, gross: 54600, socialContributions: 3508, pensionOrdinary: 2900, net: 48192, withholdingTax: 4100 });
    expect(reading.period).toEqual({ from: '2025-03-01', to: '2025-11-30' });
    expect(reading.ahvNumber).toBe('756.4821.3390.51');
    expect(reading.hasTitle).toBe(true);
  });

  it('reads the Italian edition without taking 13.1.1 for 2.1', () => {
    const reading = matchFormLines([
      'Certificato di salario',
      "1. Salario che non concerne le cifre 2-7 72'000",
      "8. Salario lordo totale / Rendita 72'000",
      "11. Salario netto / Rendita 63'400",
      '13.1.1 Viaggio, vitto, alloggio 900',
      '13.2.2 Automobile 3 600',
    ]);
    expect(reading.boxes).toEqual({ salary: 72000, gross: 72000, net: 63400, expenses: { total: 4500, details: { '13.1.1': 900, '13.2.2': 3600 } } });
  });

  it('finds nothing in a letter that merely mentions amounts', () => {
    const reading = matchFormLines(['Zahlungserinnerung Mietzins', "Nettomiete CHF 2'150", 'Total 2390']);
    expect(reading.labelsWithAmount).toBe(0);
    expect(reading.hasTitle).toBe(false);
  });
});
