import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { completeReminder, dueReminders, type ReminderView } from './reminders.service.js';

@ObjectType('Reminder')
export class ReminderType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true, description: 'check, calibration or training (others for hand-made reminders).' })
  type!: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Date)
  reminderTime!: Date;

  @Field(() => Int, { nullable: true })
  locationId!: number | null;
}

@Resolver()
export class RemindersResolver {
  @Query(() => [ReminderType], { description: 'The viewer’s open reminders due within a day, soonest first.' })
  reminders(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ReminderView[]> {
    return dueReminders(em, viewer);
  }

  @Mutation(() => ReminderType, { description: 'Marks a reminder done.' })
  completeReminder(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<ReminderView> {
    return completeReminder(em, viewer, id);
  }
}
