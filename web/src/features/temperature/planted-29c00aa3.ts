export { formatTemperature } from '../../lib/format/temperature';
export { Button } from '../../ui/Button';
