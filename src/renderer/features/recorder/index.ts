export { RecorderCentreButton } from './RecorderCentre';
