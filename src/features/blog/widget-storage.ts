/** Where the article widgets keep their state in this browser (localStorage keys). */
export const SAVED_ARTICLES_KEY = 'blogGuardados';

export const checklistKey = (id: string) => `blogChecklist:${id}`;
