import { HOLD_MINUTES, LEAD_MINUTES } from '@/booking/model/schedule';
import { HELP_FAQS, HOLD_HOURS, LEAD_MINUTES_STATED } from './help-faqs';

describe('the help menu answers', () => {
  it('state the booking rules the calendar applies', () => {
    expect(HOLD_HOURS * 60).toBe(HOLD_MINUTES);
    expect(LEAD_MINUTES_STATED).toBe(LEAD_MINUTES);
    expect(HELP_FAQS.map((faq) => faq.question)).toHaveLength(6);
    expect(HELP_FAQS.some((faq) => faq.answer.includes('4 horas antes'))).toBe(true);
  });
});
