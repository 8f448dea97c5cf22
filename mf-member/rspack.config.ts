import { createRemoteConfig } from '../rspack.base.config';

export default createRemoteConfig(__dirname, 'mf_member', 'Guildhall — member');
