import { splitDenial } from './denial-text';
import { COMPLAINT_NOTICE } from './request-deadlines';

describe('splitDenial', () => {
  it.each([
    ['the stored answer', `No tenemos datos tuyos.\n\n${COMPLAINT_NOTICE}`],
    ['an answer without the sentence', 'No tenemos datos tuyos.'],
    ['surrounding blanks', `  No tenemos datos tuyos.\n\n${COMPLAINT_NOTICE}\n`],
  ])('separates the reason from the Agencia sentence: %s', (_, respuesta) => {
    expect(splitDenial(respuesta)).toEqual({
      motivo: 'No tenemos datos tuyos.',
      aviso: COMPLAINT_NOTICE,
    });
  });
});
