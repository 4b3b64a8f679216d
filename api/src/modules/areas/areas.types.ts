import { IsString, Length } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AreaSite', { description: 'An active site of an area.' })
export class AreaSiteType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('AreaManager', { description: 'An active Area Manager who looks after the area.' })
export class AreaManagerType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  username!: string;
}

@ObjectType('Area', { description: 'A group of a company’s sites (company → area → site), looked after by its area managers.' })
export class AreaType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  companyId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean, { description: 'False once retired: its sites were moved to no area; its history stays.' })
  isActive!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [AreaSiteType], { description: 'Its active sites, by name (none once retired).' })
  sites!: AreaSiteType[];

  @Field(() => [AreaManagerType], { description: 'Its active area managers, by full name.' })
  managers!: AreaManagerType[];
}

@InputType({ description: 'A new area, or an area’s new name.' })
export class AreaNameInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Area name is required (up to 200 characters)' })
  name!: string;
}
