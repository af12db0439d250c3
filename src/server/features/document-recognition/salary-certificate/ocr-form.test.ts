import { describe, expect, it } from 'vitest';
import { otherEditionOf } from './ocr-form';

describe('otherEditionOf', () => {
  it('finds no other edition on a German page', () => {
    expect(otherEditionOf(['Lohnausweis', "1. Lohn soweit nicht unter Ziffer 2-7 aufzuführen 96'000", "8. Bruttolohn total / Rente = 109'520"])).toBeNull();
  });

  it('recognises the French edition from what the German model reads of it', () => {
    // German OCR of French wording: the accents go, the words stay.
    expect(otherEditionOf(['Certificat de salaire', "1. Salaire qui ne concerne pas les chiffres 2-7 96'000", "9. Cotisations AVS/AI/APG/AC/AANP - 8'323", 'Lieu et date'])).toBe('fra');
  });

  it('recognises the Italian edition', () => {
    expect(otherEditionOf(['Certificato di salario', "1. Salario che non concerne le cifre 2-7 96'000", "9. Contributi AVS/AI/IPG/AD/AINP - 8'323", 'Luogo e data'])).toBe('ita');
  });

  it('takes the language with more lines when both appear', () => {
    expect(otherEditionOf(['Certificato di salario', 'Salario netto', 'Observations'])).toBe('ita');
  });
});
