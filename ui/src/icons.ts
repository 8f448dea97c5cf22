// '@guildhall/ui/icons': the icons that more than one remote draws (the admin's tables and toolbars, the ticket
// desk). Each app bundles the icons only it draws; one that two remotes both draw would arrive twice on a visit that
// opens both (the byte budget's check names it), so it lives here: a shared module the remotes provide, like
// '@guildhall/ui/form'. Add an icon here when a second remote starts drawing it.
export { default as Add } from '@mui/icons-material/Add';
export { default as Block } from '@mui/icons-material/Block';
export { default as DeleteOutlined } from '@mui/icons-material/DeleteOutlined';
export { default as Download } from '@mui/icons-material/Download';
export { default as FilterList } from '@mui/icons-material/FilterList';
export { default as Search } from '@mui/icons-material/Search';
