// The MUI modules the remotes (and the MUI X grids and charts they draw) import that the shell itself does not
// render. Listing them here makes the shell provide them to the share scope (in its grouped MUI chunks), so a remote
// uses the shell's copy instead of downloading its own, and MUI internals such as FormControlContext never split
// between two copies.
// Never called: a reference is all Module Federation needs. provided-mui.test.ts keeps the list complete.
export const muiModulesForRemotes = [
  () => import('@mui/material/Checkbox'),
  () => import('@mui/material/Container'),
  () => import('@mui/material/FormControl'),
  () => import('@mui/material/FormControlLabel'),
  () => import('@mui/material/FormGroup'),
  () => import('@mui/material/FormHelperText'),
  () => import('@mui/material/FormLabel'),
  () => import('@mui/material/Paper'),
  () => import('@mui/material/Snackbar'),
  () => import('@mui/material/Radio'),
  () => import('@mui/material/RadioGroup'),
  () => import('@mui/material/Tab'),
  () => import('@mui/material/Tabs'),
  () => import('@mui/material/TextField'),
  () => import('@mui/material/InputAdornment'),
  () => import('@mui/material/Alert'),
  () => import('@mui/material/CircularProgress'),
  () => import('@mui/material/Chip'),
  () => import('@mui/material/Collapse'),
  () => import('@mui/material/Dialog'),
  () => import('@mui/material/DialogActions'),
  () => import('@mui/material/DialogContent'),
  () => import('@mui/material/DialogContentText'),
  () => import('@mui/material/DialogTitle'),
  () => import('@mui/material/Link'),
  () => import('@mui/material/ListItem'),
  () => import('@mui/material/ListItemIcon'),
  () => import('@mui/material/ListItemText'),
  () => import('@mui/material/ToggleButton'),
  () => import('@mui/material/ToggleButtonGroup'),
  () => import('@mui/material/useMediaQuery'),
  // What MUI X (@mui/x-data-grid, @mui/x-charts) imports besides the above.
  () => import('@mui/material/Autocomplete'),
  () => import('@mui/material/Badge'),
  () => import('@mui/material/ClickAwayListener'),
  () => import('@mui/material/Grow'),
  () => import('@mui/material/InputBase'),
  () => import('@mui/material/InputLabel'),
  () => import('@mui/material/LinearProgress'),
  () => import('@mui/material/MenuList'),
  () => import('@mui/material/Modal'),
  () => import('@mui/material/NoSsr'),
  () => import('@mui/material/Popper'),
  () => import('@mui/material/Select'),
  () => import('@mui/material/Skeleton'),
  () => import('@mui/material/Switch'),
  () => import('@mui/material/TablePagination'),
  () => import('@mui/material/TextareaAutosize'),
  () => import('@mui/material/Tooltip'),
  () => import('@mui/material/Unstable_TrapFocus'),
];

/** Not MUI: the '@guildhall/ui/' entries only remotes import (the shell provides every '@guildhall/ui/' key). */
export const uiModulesForRemotes = [
  () => import('@guildhall/ui/hooks'),
  () => import('@guildhall/ui/rows'),
  () => import('@guildhall/ui/list-state'),
];
