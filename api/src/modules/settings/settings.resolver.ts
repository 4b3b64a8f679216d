import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { timeZoneChoices } from './company-region.js';
import { companySettings, resetCompanySettings, updateCompanySettings } from './settings.service.js';
import { CompanySettingsType, TimeZoneChoiceType, UpdateCompanySettingsInput } from './settings.types.js';

const COMPANY_ARG = { nullable: true, description: 'Only the super user names a company; everyone else gets their own.' };

@Resolver()
export class SettingsResolver {
  @Query(() => CompanySettingsType, { description: 'The company’s settings (SPEC 9 defaults until saved).' })
  companySettings(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('companyId', () => Int, COMPANY_ARG) companyId?: number,
  ): Promise<CompanySettingsType> {
    return companySettings(em, viewer, companyId);
  }

  @Query(() => [TimeZoneChoiceType], { description: 'Every time zone a location can be in (sorted by name), for any signed-in user.' })
  timeZones(@CurrentViewer() _viewer: Viewer): TimeZoneChoiceType[] {
    return timeZoneChoices();
  }

  @Mutation(() => CompanySettingsType, { description: 'Saves the sections sent (each whole); sections left out are kept. Audited.' })
  updateCompanySettings(
    @Ctx() { em, ip }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => UpdateCompanySettingsInput) input: UpdateCompanySettingsInput,
    @Arg('companyId', () => Int, COMPANY_ARG) companyId?: number,
  ): Promise<CompanySettingsType> {
    return updateCompanySettings(em, viewer, input, ip, companyId);
  }

  @Mutation(() => CompanySettingsType, { description: 'Reset to Defaults: restores SPEC 9’s values. Audited.' })
  resetCompanySettings(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('companyId', () => Int, COMPANY_ARG) companyId?: number,
  ): Promise<CompanySettingsType> {
    return resetCompanySettings(em, viewer, companyId);
  }
}
