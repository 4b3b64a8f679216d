import type { EntityManager } from '@mikro-orm/postgresql';
import { AllergenMatrixVersion } from '../../modules/allergens/allergen-matrix-version.entity.js';
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

/** Main Kitchen's menu (UK/EU allergen codes); saved twice, so an older version is there to view. */
const MENU = [
  { name: 'Fish and Chips', allergens: ['gluten', 'fish'] },
  { name: 'Caesar Salad', allergens: ['gluten', 'eggs', 'fish', 'milk'] },
  { name: 'Thai Green Curry', allergens: ['crustaceans', 'soybeans'] },
  { name: 'Sticky Toffee Pudding', allergens: ['gluten', 'eggs', 'milk'] },
];

/**
 * One pending check of each screen type at the first location, one allergen check completed today,
 * and two versions of that location's allergen matrix.
 */
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
  const matrix = { company, location, regime: 'uk', createdBy: user };
  em.create(AllergenMatrixVersion, { ...matrix, version: 1, items: MENU.slice(0, 3), createdAt: new Date(Date.now() - 40 * 86_400_000) });
  em.create(AllergenMatrixVersion, { ...matrix, version: 2, items: MENU });
  await em.flush();
}
