import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { MeType } from '../auth/auth.types.js';
import { companyDetails, setCompanyActive, updateCompany } from './companies.service.js';
import { CompanyDetailsInput, CompanyDetailsType, CreateCompanyInput, CreateMyCompanyInput } from './companies.types.js';
import { createCompany, createMyCompany } from './onboarding.service.js';

@Resolver()
export class CompaniesResolver {
  @Query(() => CompanyDetailsType, { description: 'The company page (View Details): the provider’s for any company, an administrator’s for their own.' })
  company(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<CompanyDetailsType> {
    return companyDetails(em, viewer, id);
  }

  @Mutation(() => MeType, { description: 'Create your business: a signed-up user with no company becomes the Customer Admin of a new one. Audited.' })
  createMyCompany(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateMyCompanyInput) input: CreateMyCompanyInput,
  ): Promise<MeType> {
    return createMyCompany(em, viewer, input);
  }

  @Mutation(() => CompanyDetailsType, { description: 'The provider adds a company with its first location and administrator. Audited.' })
  createCompany(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateCompanyInput) input: CreateCompanyInput,
  ): Promise<CompanyDetailsType> {
    return createCompany(em, viewer, input);
  }

  @Mutation(() => CompanyDetailsType, { description: 'The provider edits a company’s details. Audited.' })
  updateCompany(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CompanyDetailsInput) input: CompanyDetailsInput,
  ): Promise<CompanyDetailsType> {
    return updateCompany(em, viewer, id, input);
  }

  @Mutation(() => CompanyDetailsType, { description: 'The provider deactivates (its people are signed out and refused) or reactivates a company. Audited.' })
  setCompanyActive(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<CompanyDetailsType> {
    return setCompanyActive(em, viewer, id, active);
  }
}
