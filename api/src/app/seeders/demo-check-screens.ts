import type { EntityManager } from '@mikro-orm/postgresql';
import { ComplianceCheck } from '../../modules/compliance/compliance-check.entity.js';
import { ComplianceCheckTemplate } from '../../modules/compliance/compliance-check-template.entity.js';
import type { Company } from '../../modules/tenancy/company.entity.js';
import type { Location } from '../../modules/tenancy/location.entity.js';
import type { User } from '../../modules/tenancy/user.entity.js';

/** Templates for the Closing and Allergen screens (issue 14); Monthly already has the pest control inspection. */
const SCREEN_TEMPLATES = [
  {
    name: 'Kitchen Closing Check',
    type: 'closing',
    frequency: 'daily',
    estimatedMinutes: 15,
    description: 'Close the kitchen safely at the end of service.',
    items: ['Hot food cooled or discarded', 'Fridges closed and at temperature', 'Gas and equipment off', 'Floors cleaned'],
  },
  {
    name: 'Allergen Information Check',
    type: 'allergen',
    frequency: 'daily',
    estimatedMinutes: 5,
    description: 'Confirm the allergen matrix matches today’s menu.',
    items: ['Allergen matrix is the current version', 'Specials added to the matrix', 'Allergen notice displayed'],
  },
] as const;

/** One pending check of each screen type at the first location, and one allergen check completed today. */
export async function seedCheckScreens(em: EntityManager, company: Company, location: Location, user: User): Promise<void> {
  const templates = SCREEN_TEMPLATES.map((t) =>
    em.create(ComplianceCheckTemplate, {
      company,
      name: t.name,
      type: t.type,
      frequency: t.frequency,
      estimatedMinutes: t.estimatedMinutes,
      description: t.description,
      checklistItems: t.items.map((description) => ({ description })),
    }),
  );
  await em.flush();
  const monthly = await em.findOneOrFail(ComplianceCheckTemplate, { company, type: 'monthly' });
  const [closing, allergen] = templates;
  for (const template of [closing, allergen, monthly]) em.create(ComplianceCheck, { company, template, location, user, status: 'pending' });
  em.create(ComplianceCheck, {
    company,
    template: allergen,
    location,
    user,
    status: 'completed',
    completedAt: new Date(),
    checklistData: { ticked: allergen.checklistItems?.map((item) => item.description) },
  });
  await em.flush();
}
