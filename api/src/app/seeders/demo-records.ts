import type { EntityManager } from '@mikro-orm/postgresql';
import { ProbeCalibration } from '../../modules/calibration/probe-calibration.entity.js';
import { CleaningSchedule } from '../../modules/cleaning/cleaning-schedule.entity.js';
import { blankAnswers } from '../../modules/compliance/check-items.js';
import { ComplianceCheck } from '../../modules/compliance/compliance-check.entity.js';
import { ComplianceCheckTemplate } from '../../modules/compliance/compliance-check-template.entity.js';
import { CorrectiveAction } from '../../modules/corrective-actions/corrective-action.entity.js';
import { DigitalForm } from '../../modules/forms/digital-form.entity.js';
import { FoodSafetyManual } from '../../modules/manuals/food-safety-manual.entity.js';
import { Reminder } from '../../modules/reminders/reminder.entity.js';
import { Report } from '../../modules/reports/report.entity.js';
import type { Equipment } from '../../modules/temperature/equipment.entity.js';
import type { Company } from '../../modules/tenancy/company.entity.js';
import type { Location } from '../../modules/tenancy/location.entity.js';
import type { User } from '../../modules/tenancy/user.entity.js';
import { TrainingRecord } from '../../modules/training/training-record.entity.js';
import { Upload } from '../../modules/uploads/upload.entity.js';
import { CHECK_TEMPLATES, FORM_SUBMISSIONS, TASKS } from './demo-data.js';
import { demoPdfUpload } from './demo-files.js';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

interface CompanyWorld {
  company: Company;
  locations: Location[];
  users: User[];
  equipment: Equipment[];
  /** The first company gets every kind of record; the other just enough for isolation tests. */
  full: boolean;
}

export async function seedCompanyRecords(em: EntityManager, world: CompanyWorld): Promise<void> {
  const templates = CHECK_TEMPLATES.map((t) =>
    em.create(ComplianceCheckTemplate, {
      company: world.company,
      name: t.name,
      type: t.type,
      frequency: t.frequency,
      estimatedMinutes: t.estimatedMinutes,
      description: t.description,
      checklistItems: t.items.map((description) => ({ description, critical: 'critical' in t && (t.critical as readonly string[]).includes(description) })),
    }),
  );
  seedChecks(em, world, templates);
  seedActions(em, world);
  seedForms(em, world);
  seedCleaning(em, world);
  seedTraining(em, world);
  seedManuals(em, world);
  seedOperations(em, world);
  await em.flush();
}

function seedChecks(em: EntityManager, { company, locations, users, full }: CompanyWorld, templates: ComplianceCheckTemplate[]): void {
  const statuses = full ? (['pending', 'pending', 'in_progress', 'completed', 'completed', 'overdue', 'scheduled'] as const) : (['pending'] as const);
  statuses.forEach((status, i) => {
    const completed = status === 'completed';
    em.create(ComplianceCheck, {
      company,
      template: templates[i % templates.length],
      templateVersion: templates[i % templates.length].version,
      location: locations[0],
      user: users[i % users.length],
      status,
      completedAt: completed ? daysFromNow(i === 3 ? 0 : -1) : null,
      checklistData: completed ? { items: answeredItems(templates[i % templates.length]) } : null,
      dueDate: status === 'overdue' ? daysFromNow(-1) : daysFromNow(1),
      createdAt: daysFromNow(completed ? -1 : 0),
    });
  });
}

/** A completed demo check: every item passed, so the desktop shows each answer. */
const answeredItems = (template: ComplianceCheckTemplate) => blankAnswers(template).map((item) => ({ ...item, result: 'pass' }));

function seedActions(em: EntityManager, { company, locations, users, equipment, full }: CompanyWorld): void {
  const actions = [
    {
      type: 'temperature_alert',
      severity: 'critical',
      status: 'open',
      description: 'Walk-in fridge above 8 °C for over an hour; stock moved to backup fridge.',
    },
    { type: 'equipment_failure', severity: 'high', status: 'pending', description: 'Bain-marie thermostat not holding 63 °C; engineer requested.' },
    { type: 'compliance_issue', severity: 'medium', status: 'in_progress', description: 'Opening check missed on Sunday; staff retraining scheduled.' },
    { type: 'temperature_alert', severity: 'low', status: 'resolved', description: 'Goods-in delivery at 9 °C rejected and returned to supplier.' },
  ] as const;
  for (const [i, action] of (full ? actions : actions.slice(0, 1)).entries()) {
    em.create(CorrectiveAction, {
      ...action,
      company,
      location: locations[0],
      equipment: action.type === 'temperature_alert' ? equipment[i] : null,
      user: users[0],
      resolution: action.status === 'resolved' ? 'Delivery refused; supplier credit note received.' : null,
      resolvedAt: action.status === 'resolved' ? daysFromNow(-1) : null,
      dueDate: daysFromNow(i + 1),
      createdAt: daysFromNow(-i),
    });
  }
}

function seedForms(em: EntityManager, { company, locations, users }: CompanyWorld): void {
  FORM_SUBMISSIONS.forEach((form, i) => {
    em.create(DigitalForm, { ...form, company, location: locations[0], user: users[i % users.length], status: 'submitted', createdAt: daysFromNow(-i) });
  });
}

function seedCleaning(em: EntityManager, { company, locations }: CompanyWorld): void {
  const tasks = (count: number) => TASKS.slice(0, count).map((name) => ({ name }));
  em.create(CleaningSchedule, {
    company,
    location: locations[0],
    name: 'Kitchen Daily Clean',
    description: 'End-of-day clean of all food contact surfaces.',
    frequency: 'daily',
    tasks: tasks(5),
  });
  em.create(CleaningSchedule, {
    company,
    location: locations[1] ?? locations[0],
    name: 'Cold Room Deep Clean',
    description: 'Empty, clean and sanitise the cold room.',
    frequency: 'weekly',
    dayOfWeek: 1,
    tasks: tasks(3),
  });
  em.create(CleaningSchedule, {
    company,
    location: locations[0],
    name: 'Extraction Canopy Clean',
    description: 'Degrease canopy and filters.',
    frequency: 'monthly',
    dayOfMonth: 15,
    tasks: tasks(2),
  });
  em.create(CleaningSchedule, {
    company,
    location: null,
    name: 'Hand-wash Station Audit',
    description: 'Soap, towels and hot water at every basin.',
    frequency: 'weekly',
    dayOfWeek: 5,
    tasks: tasks(1),
  });
}

function seedTraining(em: EntityManager, { company, locations, users }: CompanyWorld): void {
  const records = [
    {
      trainingType: 'Food Hygiene',
      trainingName: 'Level 2 Food Safety and Hygiene',
      status: 'completed',
      completedDate: daysFromNow(-200),
      expiryDate: daysFromNow(530),
      certificate: 'Level 2 Food Safety and Hygiene certificate',
    },
    { trainingType: 'Allergens', trainingName: 'Allergen Awareness', status: 'scheduled', completedDate: null, expiryDate: null, certificate: null },
    { trainingType: 'HACCP', trainingName: 'HACCP Level 3', status: 'in_progress', completedDate: null, expiryDate: null, certificate: null },
    {
      trainingType: 'Health and Safety',
      trainingName: 'Fire Safety Awareness',
      status: 'expired',
      completedDate: daysFromNow(-800),
      expiryDate: daysFromNow(-70),
      certificate: 'Fire Safety Awareness certificate',
    },
  ] as const;
  records.forEach(({ certificate: certificateTitle, ...record }, i) => {
    const certificate = certificateTitle ? em.create(Upload, { ...demoPdfUpload('certificate', certificateTitle), company, uploadedBy: users[0] }) : null;
    em.create(TrainingRecord, {
      ...record,
      certificate,
      company,
      user: users[i % users.length],
      location: locations[0],
      notes: i === 3 ? 'Refresher overdue: book the next session.' : null,
    });
  });
}

function seedManuals(em: EntityManager, { company, users }: CompanyWorld): void {
  const manuals = [
    { category: 'policies', title: 'Food Safety Policy', description: 'Our commitment to safe food and the responsibilities of every role.', version: '3.1' },
    { category: 'procedures', title: 'HACCP Procedures', description: 'Critical control points, limits and monitoring for each process.', version: '2.0' },
    {
      category: 'training',
      title: 'New Starter Induction Pack',
      description: 'Hygiene basics every new team member reads before their first shift.',
      version: '1.4',
    },
  ] as const;
  for (const manual of manuals) {
    const file = em.create(Upload, { ...demoPdfUpload('manual', manual.title), company, uploadedBy: users[0] });
    em.create(FoodSafetyManual, { ...manual, company, file, uploadedBy: users[0] });
  }
}

function seedOperations(em: EntityManager, { company, locations, users, equipment }: CompanyWorld): void {
  em.create(Reminder, {
    company,
    user: users[0],
    location: locations[0],
    type: 'calibration',
    title: 'Calibrate probe thermometers',
    description: 'Ice-water and boiling-water test.',
    reminderTime: daysFromNow(2),
  });
  em.create(Reminder, {
    company,
    user: users[0],
    location: locations[0],
    type: 'training',
    title: 'Book fire safety refresher',
    reminderTime: daysFromNow(-1),
    isCompleted: true,
    completedAt: daysFromNow(-1),
  });
  em.create(ProbeCalibration, {
    company,
    equipment: equipment[3],
    user: users[0],
    referenceTemp: 0,
    actualTemp: 0.4,
    variance: 0.4,
    isWithinTolerance: true,
    notes: 'Ice-water test',
  });
  em.create(ProbeCalibration, {
    company,
    equipment: equipment[3],
    user: users[0],
    referenceTemp: 100,
    actualTemp: 97.8,
    variance: -2.2,
    isWithinTolerance: false,
    notes: 'Boiling test failed: probe replaced',
  });
  em.create(Report, {
    company,
    location: locations[0],
    user: users[0],
    type: 'temperature_summary',
    format: 'pdf',
    parameters: { days: 7 },
    status: 'completed',
    filePath: '/reports/temperature-summary.pdf',
    generatedAt: daysFromNow(-1),
  });
}
