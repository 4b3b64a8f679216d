import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Location } from './location.entity.js';
import { User } from './user.entity.js';

/** Extra locations a user may work at, beyond their home location. */
@Entity({ tableName: 'user_location' })
export class UserLocation {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Location, { primary: true, deleteRule: 'cascade' })
  location!: Location;
}
