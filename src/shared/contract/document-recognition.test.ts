import { describe, expect, it } from 'vitest';
import { RECOGNITION_FAILURE_CODES, recognitionFailureOf, recognitionFailureSentence } from './document-recognition';

describe('a stored recognition failure as the API answers it', () => {
  it('answers a stored code with its English sentence', () => {
    expect(recognitionFailureOf('no-barcodes')).toEqual({ failureCode: 'no-barcodes', failure: 'could not be read automatically: no e-tax statement barcodes found' });
    expect(recognitionFailureOf(null)).toEqual({ failureCode: null, failure: null });
  });

  it('maps every sentence stored before the codes back to its code, so old rows read as new ones', () => {
    for (const code of RECOGNITION_FAILURE_CODES) {
      expect(recognitionFailureOf(recognitionFailureSentence(code)), code).toEqual({ failureCode: code, failure: recognitionFailureSentence(code) });
    }
  });

  it('answers a stored text of no code as reason-unknown and keeps the text for API users', () => {
    expect(recognitionFailureOf('could not be read automatically')).toEqual({ failureCode: 'reason-unknown', failure: 'could not be read automatically' });
  });
});
