import { SAMPLE_FILES } from '../support/multipart';

// The security suites' stand-in for `qrcode` (jest.mock in each file): in jest's sandbox, pngjs takes ~1 s to
// write one QR code's PNG (~20 ms outside it), and these suites issue tickets by the hundred. What the codes look
// like is not what they test: every ticket gets the same tiny PNG.
export const toBuffer = async (): Promise<Buffer> => SAMPLE_FILES.png;
export const toDataURL = async (): Promise<string> => `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}`;
export default { toBuffer, toDataURL };
