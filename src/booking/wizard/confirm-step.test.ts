import { CLIENT_CHANGE_CUTOFF_HOURS } from '@/booking/model/client-change-limits';
import { CHANGE_HOURS_STATED } from './confirm-step';

describe('the confirmation step', () => {
  it('states the same limit for changes that the database applies', () => {
    expect(CHANGE_HOURS_STATED).toBe(CLIENT_CHANGE_CUTOFF_HOURS);
  });
});
