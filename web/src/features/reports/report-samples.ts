/**
 * SPEC 2.13: Reports & Analytics is a static placeholder. These sample figures are display
 * data only; nothing here is computed from records.
 */
export const SUMMARY_TILES = [
  { label: 'Compliance Rate', value: '94.2%', hint: '+2.1% from last month' },
  { label: 'Temperature Alerts', value: '12', hint: '-3 from last week' },
  { label: 'Forms Completed', value: '248', hint: 'This month' },
  { label: 'Avg Response Time', value: '8.5 min', hint: 'To critical alerts' },
] as const;

export const MONTHLY_COMPLETIONS = [
  { label: 'Daily Checks', completed: 28, scheduled: 30 },
  { label: 'Weekly Checks', completed: 4, scheduled: 4 },
  { label: 'Monthly Checks', completed: 1, scheduled: 1 },
] as const;

export const SAMPLE_INCIDENTS = [
  { title: 'Walk-in fridge above 8°C', when: '2 days ago', severity: 'high', status: 'resolved' },
  { title: 'Missed opening check', when: '5 days ago', severity: 'medium', status: 'resolved' },
  { title: 'Delivery rejected at goods in', when: '1 week ago', severity: 'low', status: 'resolved' },
] as const;

export const RESPONSE_TIMES = [
  { label: 'Critical alerts', value: '8.5 min' },
  { label: 'High priority', value: '24 min' },
  { label: 'Medium priority', value: '2.1 hours' },
  { label: 'Low priority', value: '1.2 days' },
] as const;

export const STAFF_PERFORMANCE = [
  { name: 'Alex Morgan', checks: 46, rate: '98%' },
  { name: 'Sam Patel', checks: 39, rate: '95%' },
  { name: 'Jordan Lee', checks: 33, rate: '91%' },
] as const;
