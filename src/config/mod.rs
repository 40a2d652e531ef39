//! Layered settings: built-in defaults < user config < CLI flags; paths of config and data.

pub mod models;
pub mod paths;
pub mod profile;
pub mod reminders;
pub mod sandbox_project;
pub mod secret_paths;
pub mod settings;
pub mod tasks;
pub mod trust;
