import { type IconProps, Svg } from '../../../ui/icons';

/** The few icons only the phone app uses, drawn like ui/icons (Lucide shapes, ISC). */

export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 19-7-7 7-7M19 12H5" />
  </Svg>
);
export const CameraIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
    <circle cx="12" cy="13" r="3" />
  </Svg>
);
export const UploadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </Svg>
);
export const CloudOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m2 2 20 20M5.78 5.78A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.31-.2M21.53 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7 7 0 0 0 9.1 5.05" />
  </Svg>
);
