export { RemotePlaceholder } from './RemotePlaceholder';
