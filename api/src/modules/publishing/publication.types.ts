import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PUBLISH_SCOPES } from './publication.js';

const MAX_ID = 2_147_483_647;
const ID_RULE = { message: 'An area or site id must be a positive whole number' };

@InputType({ description: 'Where a template applies (issue 35): every site, chosen areas, chosen sites, or one site alone (ownerLocationId).' })
export class PublicationInput {
  @Field(() => String, { description: `One of ${PUBLISH_SCOPES.join(', ')}; ignored for a site-only template.` })
  @IsIn(PUBLISH_SCOPES, { message: `Publish to must be one of ${PUBLISH_SCOPES.join(', ')}` })
  scope!: string;

  @Field(() => [Int], { nullable: true, description: 'The areas, when scope is areas.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true, ...ID_RULE })
  @Min(1, { each: true, ...ID_RULE })
  @Max(MAX_ID, { each: true, ...ID_RULE })
  areaIds?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'The sites, when scope is sites.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @IsInt({ each: true, ...ID_RULE })
  @Min(1, { each: true, ...ID_RULE })
  @Max(MAX_ID, { each: true, ...ID_RULE })
  locationIds?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'Set for a template of this site alone (its administrators add it).' })
  @IsOptional()
  @IsInt(ID_RULE)
  @Min(1, ID_RULE)
  @Max(MAX_ID, ID_RULE)
  ownerLocationId?: number | null;
}

@ObjectType('Publication', { description: 'Where a template applies, and who owns it (head office, or one site).' })
export class PublicationType {
  @Field(() => String, { description: 'all, areas or sites.' })
  scope!: string;

  @Field(() => [Int])
  areaIds!: number[];

  @Field(() => [Int])
  locationIds!: number[];

  @Field(() => Int, { nullable: true, description: 'The site a site-only template belongs to; null: head office.' })
  ownerLocationId!: number | null;

  @Field(() => String, { description: 'In words: "All sites", "Areas: North, South", "Sites: Main Kitchen", "Site only: Downtown".' })
  summary!: string;
}

@ObjectType('PublishArea')
export class PublishAreaType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => [Int], { description: 'Its active sites.' })
  locationIds!: number[];
}

@ObjectType('PublishSite')
export class PublishSiteType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true })
  areaId!: number | null;
}

@ObjectType('PublishTargets', { description: 'What a template builder may publish to.' })
export class PublishTargetsType {
  @Field(() => [PublishAreaType], { description: 'The company’s active areas (head office publishes to them).' })
  areas!: PublishAreaType[];

  @Field(() => [PublishSiteType], { description: 'The active sites within the viewer’s reach.' })
  sites!: PublishSiteType[];

  @Field(() => Boolean, { description: 'Whether the viewer may publish head-office templates (else only templates of their own sites).' })
  canPublishHeadOffice!: boolean;
}
