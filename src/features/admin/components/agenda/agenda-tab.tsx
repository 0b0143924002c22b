import { ClosedDaysSection } from './closed-days-section';
import { LawyersSection } from './lawyers-section';
import { ReassignSection } from './reassign-section';

/**
 * 'Agenda': who attends when (each lawyer's week, areas and absences), the days the firm closes,
 * and the bookings that need another lawyer. Every change reaches the public picker.
 */
export function AgendaTab() {
  return (
    <section aria-labelledby="agenda-estudio" className="space-y-8">
      <h2 id="agenda-estudio" className="text-xl font-semibold text-ink">
        Agenda del estudio
      </h2>
      <LawyersSection />
      <ClosedDaysSection />
      <ReassignSection />
    </section>
  );
}
