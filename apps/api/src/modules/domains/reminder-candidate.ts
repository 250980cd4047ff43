/** A domain as expiry reminders and the calendar feed read it (another module's view of it). */
export interface ReminderCandidate {
  id: string;
  ownerId: string;
  name: string;
  /** 'yyyy-MM-dd'. */
  expiration: string;
  /** Dollars as stored ('12.99'). */
  renewalCost: string | null;
  registrar: string | null;
  remindersMuted: boolean;
}
