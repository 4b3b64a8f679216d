import { Entity, Index, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Area } from './area.entity.js';
import { User } from './user.entity.js';

/** The areas an area manager looks after: their reach is every active site of these areas. */
@Entity({ tableName: 'user_area' })
@Index({ properties: ['area'] })
export class UserArea {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Area, { primary: true, deleteRule: 'cascade' })
  area!: Area;
}
